# make install PREFIX=/usr/local — builds nodelint in release mode and installs the binary.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin

.PHONY: build install uninstall test

build:
	swift build -c release

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$(swift build -c release --show-bin-path)/nodelint" "$(DESTDIR)$(BINDIR)/nodelint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/nodelint"

test:
	swift test
