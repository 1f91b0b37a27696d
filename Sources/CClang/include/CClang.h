// The C API of libclang, which the Objective-C front end (NodeLintObjC) parses with.
//
// libclang is not linked: it is loaded with dlopen the first time a function of it is called
// (ClangLoader.c). Loading it maps libclang and LLVM (about 55 MB of resident memory and 30 to 50 ms
// of start-up on Linux), which a run over Swift files only, a pre-commit hook on one Swift file or the
// language server should not pay; and a machine without libclang still lints Swift.
//
// The include path comes from Package.swift (`-I<LLVM prefix>/include`), not from pkg-config:
// Debian's libclang-dev installs no .pc file.
#ifndef NODELINT_CCLANG_H
#define NODELINT_CCLANG_H

#include <clang-c/Index.h>

/// Loads libclang if it is not loaded yet (once per process; safe from several threads). Returns
/// NULL when it is loaded, else why it could not be (a static string). Every libclang function
/// declared by clang-c/Index.h and used by nodelint loads it too, and aborts the process, naming the
/// reason, if that fails: call this first where a missing libclang must be an error message instead.
const char *nodelint_libclang_load_error(void);

/// The path of the libclang that would be loaded (NODELINT_LIBCLANG, else the first library found in
/// the build's LLVM folder), found without loading it; NULL when the loader would search the system's path.
const char *nodelint_libclang_candidate(void);

#endif
