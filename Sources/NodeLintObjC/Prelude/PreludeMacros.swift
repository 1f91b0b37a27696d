extension Prelude {
    /// Texture's annotation macros, libextobjc's `@weakify`/`@strongify`/`@onExit` (each an empty
    /// `@autoreleasepool {}` here, as in libextobjc's own trick), and checks that are macros in the real headers. The checks are
    /// declared here as functions of the same name so that a use reads as a call at the name the
    /// source wrote (`ASLockScopeSelf()`, `NSAssert(...)`); real headers give macros, which the
    /// front end also maps to a call at the macro name.
    static let macros = #"""
    #define AS_EXTERN extern
    #define ASDK_EXTERN extern
    #define ASDISPLAYNODE_EXTERN_C_BEGIN
    #define ASDISPLAYNODE_EXTERN_C_END
    #define ASDISPLAYNODE_INLINE static inline
    #define ASDISPLAYNODE_REQUIRES_SUPER __attribute__((objc_requires_super))
    #define ASDISPLAYNODE_WARN_UNUSED __attribute__((warn_unused_result))
    #define ASDISPLAYNODE_DEPRECATED_MSG(msg)
    #define ASDISPLAYNODE_DEPRECATED
    #define AS_WARN_UNUSED_RESULT __attribute__((warn_unused_result))
    #define AS_SUBCLASSING_RESTRICTED
    #define AS_NOESCAPE __attribute__((noescape))
    #define ASDISPLAYNODE_NOTHROW
    #define AS_ENABLE_TEXTNODE 1
    #define AS_ENABLE_TEXTNODE2 1
    #define AS_AT_LEAST_IOS13 1
    #define AS_TARGET_OS_IOS 1
    #define AS_TLS_AVAILABLE 1
    #define YOGA 0
    #define AS_IG_LIST_KIT 0
    #define AS_PIN_REMOTE_IMAGE 0
    #define weakify(...) autoreleasepool {}
    #define strongify(...) autoreleasepool {}
    #define onExit autoreleasepool {}
    void NSAssert(NODELINT_ANY_ARGS);
    void NSCAssert(NODELINT_ANY_ARGS);
    void NSParameterAssert(NODELINT_ANY_ARGS);
    void NSCParameterAssert(NODELINT_ANY_ARGS);
    void NSAssert1(NODELINT_ANY_ARGS);
    void NSLog(NODELINT_ANY_ARGS);
    void ASDisplayNodeAssert(NODELINT_ANY_ARGS);
    void ASDisplayNodeCAssert(NODELINT_ANY_ARGS);
    void ASDisplayNodeAssertNil(NODELINT_ANY_ARGS);
    void ASDisplayNodeAssertNotNil(NODELINT_ANY_ARGS);
    void ASDisplayNodeAssertTrue(NODELINT_ANY_ARGS);
    void ASDisplayNodeAssertFalse(NODELINT_ANY_ARGS);
    void ASDisplayNodeFailAssert(NODELINT_ANY_ARGS);
    void ASDisplayNodeCFailAssert(NODELINT_ANY_ARGS);
    void ASDisplayNodeAssertMainThread(void);
    void ASDisplayNodeCAssertMainThread(void);
    void ASDisplayNodeAssertNotMainThread(void);
    void ASDisplayNodeAssertThreadAffinity(NODELINT_ANY_ARGS);
    void ASDisplayNodeAssertLockHeld(NODELINT_ANY_ARGS);
    void ASDisplayNodeAssertLockNotHeld(NODELINT_ANY_ARGS);
    void ASAssertUnlocked(NODELINT_ANY_ARGS);
    void ASAssertLocked(NODELINT_ANY_ARGS);
    void ASDisplayNodeAssertSubclassOverride(void);
    void ASLockScopeSelf(void);
    void ASUnlockScope(NODELINT_ANY_ARGS);
    void ASLockScope(NODELINT_ANY_ARGS);
    void ASLockScopeUnowned(NODELINT_ANY_ARGS);
    void ASSynthesizeLockingMethodsWithMutex(NODELINT_ANY_ARGS);
    void ASSynthesizeLockingMethodsWithObject(NODELINT_ANY_ARGS);
    #ifdef __cplusplus
    namespace AS {
    class Mutex { public: void lock(); void unlock(); bool tryLock(); };
    class RecursiveMutex : public Mutex {};
    class MutexLocker { public: MutexLocker(Mutex &m); };
    class MutexUnlocker { public: MutexUnlocker(Mutex &m); };
    }
    namespace ASDN = AS;
    #endif
    """#
}
