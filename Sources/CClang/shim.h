// The C API of libclang, which the Objective-C front end (NodeLintObjC) parses with.
// The include path comes from Package.swift (`-Xcc -I<LLVM prefix>/include`), not from pkg-config:
// Debian's libclang-dev installs no .pc file.
#include <clang-c/Index.h>
