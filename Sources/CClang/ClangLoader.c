// Loads libclang on first use (see include/CClang.h) and defines each libclang function nodelint
// calls as a forwarder to the loaded library's: Swift calls clang_getCursorKind and the others as
// declared by clang-c/Index.h, unaware that they are resolved with dlsym.

#include "CClang.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Where the build found libclang (Package.swift passes `<LLVM prefix>/lib`).
#ifndef NODELINT_LIBCLANG_DIR
#define NODELINT_LIBCLANG_DIR ""
#endif

#ifdef __APPLE__
#define NODELINT_LIBCLANG_NAMES "libclang.dylib", NULL
#else
#define NODELINT_LIBCLANG_NAMES "libclang.so", "libclang.so.1", NULL
#endif

// Every libclang function nodelint calls: return type, name, parameters, the arguments passed on.
// R for functions that return a value, V for those that return nothing. Adding a call to another
// libclang function means adding its line here (the build fails at link time otherwise).
#define NODELINT_LIBCLANG_FUNCTIONS(R, V) \
    R(unsigned, clang_Cursor_getObjCPropertyAttributes, (CXCursor c, unsigned reserved), (c, reserved)) \
    R(CXSourceRange, clang_Cursor_getSpellingNameRange, (CXCursor c, unsigned piece, unsigned options), (c, piece, options)) \
    R(int, clang_Cursor_isNull, (CXCursor c), (c)) \
    R(int, clang_File_isEqual, (CXFile a, CXFile b), (a, b)) \
    R(int, clang_Range_isNull, (CXSourceRange range), (range)) \
    R(CXIndex, clang_createIndex, (int excludePCH, int display), (excludePCH, display)) \
    R(unsigned, clang_defaultDiagnosticDisplayOptions, (void), ()) \
    V(clang_disposeDiagnostic, (CXDiagnostic d), (d)) \
    V(clang_disposeSourceRangeList, (CXSourceRangeList *ranges), (ranges)) \
    V(clang_disposeString, (CXString s), (s)) \
    V(clang_disposeTranslationUnit, (CXTranslationUnit tu), (tu)) \
    R(CXString, clang_formatDiagnostic, (CXDiagnostic d, unsigned options), (d, options)) \
    R(const char *, clang_getCString, (CXString s), (s)) \
    R(CXString, clang_getClangVersion, (void), ()) \
    R(CXSourceRange, clang_getCursorExtent, (CXCursor c), (c)) \
    R(enum CXCursorKind, clang_getCursorKind, (CXCursor c), (c)) \
    R(enum CXLinkageKind, clang_getCursorLinkage, (CXCursor c), (c)) \
    R(CXSourceLocation, clang_getCursorLocation, (CXCursor c), (c)) \
    R(CXCursor, clang_getCursorReferenced, (CXCursor c), (c)) \
    R(CXType, clang_getCursorResultType, (CXCursor c), (c)) \
    R(CXString, clang_getCursorSpelling, (CXCursor c), (c)) \
    R(CXType, clang_getCursorType, (CXCursor c), (c)) \
    R(CXDiagnostic, clang_getDiagnostic, (CXTranslationUnit tu, unsigned i), (tu, i)) \
    R(CXSourceLocation, clang_getDiagnosticLocation, (CXDiagnostic d), (d)) \
    R(enum CXDiagnosticSeverity, clang_getDiagnosticSeverity, (CXDiagnostic d), (d)) \
    R(CXString, clang_getDiagnosticSpelling, (CXDiagnostic d), (d)) \
    R(CXFile, clang_getFile, (CXTranslationUnit tu, const char *name), (tu, name)) \
    R(CXString, clang_getFileName, (CXFile file), (file)) \
    V(clang_getFileLocation, (CXSourceLocation l, CXFile *file, unsigned *line, unsigned *column, unsigned *offset), \
      (l, file, line, column, offset)) \
    R(unsigned, clang_getNumDiagnostics, (CXTranslationUnit tu), (tu)) \
    V(clang_getInclusions, (CXTranslationUnit tu, CXInclusionVisitor visitor, CXClientData data), (tu, visitor, data)) \
    R(CXSourceLocation, clang_getRangeEnd, (CXSourceRange range), (range)) \
    R(CXSourceLocation, clang_getRangeStart, (CXSourceRange range), (range)) \
    R(CXSourceRangeList *, clang_getSkippedRanges, (CXTranslationUnit tu, CXFile file), (tu, file)) \
    R(CXCursor, clang_getTranslationUnitCursor, (CXTranslationUnit tu), (tu)) \
    R(CXString, clang_getTypeSpelling, (CXType t), (t)) \
    R(CXType, clang_getTypedefDeclUnderlyingType, (CXCursor c), (c)) \
    R(unsigned, clang_isConstQualifiedType, (CXType t), (t)) \
    R(unsigned, clang_isDeclaration, (enum CXCursorKind k), (k)) \
    R(unsigned, clang_isExpression, (enum CXCursorKind k), (k)) \
    R(unsigned, clang_isStatement, (enum CXCursorKind k), (k)) \
    R(enum CXErrorCode, clang_parseTranslationUnit2, \
      (CXIndex index, const char *path, const char *const *arguments, int argumentCount, \
       struct CXUnsavedFile *unsaved, unsigned unsavedCount, unsigned options, CXTranslationUnit *unit), \
      (index, path, arguments, argumentCount, unsaved, unsavedCount, options, unit)) \
    R(int, clang_saveTranslationUnit, (CXTranslationUnit tu, const char *path, unsigned options), (tu, path, options)) \
    R(unsigned, clang_visitChildren, (CXCursor parent, CXCursorVisitor visitor, CXClientData data), (parent, visitor, data))

// One pointer per function, filled by load().
#define NODELINT_POINTER_R(ret, name, params, args) static ret (*name##_loaded) params;
#define NODELINT_POINTER_V(name, params, args) static void (*name##_loaded) params;
NODELINT_LIBCLANG_FUNCTIONS(NODELINT_POINTER_R, NODELINT_POINTER_V)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *loadError;
static char loadErrorText[512];

static void *openLibrary(void) {
    const char *chosen = getenv("NODELINT_LIBCLANG");
    if (chosen && *chosen) {
        void *handle = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
        if (!handle) snprintf(loadErrorText, sizeof loadErrorText, "NODELINT_LIBCLANG=%s: %s", chosen, dlerror());
        return handle;
    }
    const char *names[] = { NODELINT_LIBCLANG_NAMES };
    // First where the build found it, then wherever the dynamic loader looks.
    for (int inBuildDirectory = 1; inBuildDirectory >= 0; inBuildDirectory--) {
        if (inBuildDirectory && !*NODELINT_LIBCLANG_DIR) continue;
        for (const char **name = names; *name; name++) {
            char path[1024];
            snprintf(path, sizeof path, inBuildDirectory ? "%s/%s" : "%.0s%s", NODELINT_LIBCLANG_DIR, *name);
            void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
            if (handle) return handle;
        }
    }
    snprintf(loadErrorText, sizeof loadErrorText,
             "libclang was not found in %s or the system's library path (set NODELINT_LIBCLANG to its path)",
             *NODELINT_LIBCLANG_DIR ? NODELINT_LIBCLANG_DIR : "the build's LLVM");
    return NULL;
}

static void load(void) {
    void *handle = openLibrary();
    if (!handle) {
        loadError = loadErrorText;
        return;
    }
#define NODELINT_RESOLVE(name)                                                                          \
    *(void **)(&name##_loaded) = dlsym(handle, #name);                                                  \
    if (!name##_loaded) {                                                                               \
        snprintf(loadErrorText, sizeof loadErrorText, "the loaded libclang has no %s", #name);          \
        loadError = loadErrorText;                                                                      \
        return;                                                                                         \
    }
#define NODELINT_RESOLVE_R(ret, name, params, args) NODELINT_RESOLVE(name)
#define NODELINT_RESOLVE_V(name, params, args) NODELINT_RESOLVE(name)
    NODELINT_LIBCLANG_FUNCTIONS(NODELINT_RESOLVE_R, NODELINT_RESOLVE_V)
}

static pthread_once_t candidateOnce = PTHREAD_ONCE_INIT;
static const char *candidate;
static char candidateText[1024];

static void findCandidate(void) {
    const char *chosen = getenv("NODELINT_LIBCLANG");
    if (chosen && *chosen) {
        if (access(chosen, R_OK) == 0) {
            snprintf(candidateText, sizeof candidateText, "%s", chosen);
            candidate = candidateText;
        }
        return;
    }
    if (!*NODELINT_LIBCLANG_DIR) return;
    const char *names[] = { NODELINT_LIBCLANG_NAMES };
    for (const char **name = names; *name; name++) {
        snprintf(candidateText, sizeof candidateText, "%s/%s", NODELINT_LIBCLANG_DIR, *name);
        if (access(candidateText, R_OK) == 0) {
            candidate = candidateText;
            return;
        }
    }
}

// The file load() would open first, found without opening it: what a cache of libclang's parses is
// keyed by (a new libclang is a new file), at the cost of a stat, not of loading the library.
const char *nodelint_libclang_candidate(void) {
    pthread_once(&candidateOnce, findCandidate);
    return candidate;
}

const char *nodelint_libclang_load_error(void) {
    pthread_once(&once, load);
    return loadError;
}

// A libclang function called without a loadable libclang: nothing sensible can be returned.
static void ensureLoaded(const char *function) {
    const char *error = nodelint_libclang_load_error();
    if (error) {
        fprintf(stderr, "nodelint: %s needs libclang: %s\n", function, error);
        abort();
    }
}

#define NODELINT_FORWARD_R(ret, name, params, args) \
    ret name params {                               \
        ensureLoaded(#name);                        \
        return name##_loaded args;                  \
    }
#define NODELINT_FORWARD_V(name, params, args) \
    void name params {                         \
        ensureLoaded(#name);                   \
        name##_loaded args;                    \
    }
NODELINT_LIBCLANG_FUNCTIONS(NODELINT_FORWARD_R, NODELINT_FORWARD_V)
