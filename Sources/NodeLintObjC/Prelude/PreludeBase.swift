// The prelude: declarations nodelint injects (as an unsaved file, with `-include`) so that Objective-C
// files parse without the iOS SDK or Texture's headers. Written for nodelint from the API names in
// docs/texture-facts.md and the public class names of UIKit/Foundation; it declares only what a parse
// needs (names, superclasses, the types of members whose type changes how an expression parses),
// never implementations. Every part is a separate constant so each stays small; `Prelude.text`
// joins them in dependency order.

extension Prelude {
    /// C basics, language macros and annotations that headers and code use.
    static let base = #"""
    #pragma clang system_header
    typedef signed char BOOL;
    #define YES __objc_yes
    #define NO __objc_no
    #ifdef __cplusplus
    #define NULL nullptr
    #define NODELINT_ANY_ARGS ...
    #else
    #define NULL ((void *)0)
    #define NODELINT_ANY_ARGS int, ...
    #endif
    #ifndef __cplusplus
    typedef _Bool bool;
    #define true 1
    #define false 0
    #endif
    #define nil ((id)0)
    #define Nil ((Class)0)
    typedef long NSInteger;
    typedef unsigned long NSUInteger;
    typedef unsigned long size_t;
    typedef long ptrdiff_t;
    typedef signed char int8_t;
    typedef short int16_t;
    typedef int int32_t;
    typedef long long int64_t;
    typedef unsigned char uint8_t;
    typedef unsigned short uint16_t;
    typedef unsigned int uint32_t;
    typedef unsigned long long uint64_t;
    typedef unsigned char u_int8_t;
    typedef unsigned short u_int16_t;
    typedef unsigned int u_int32_t;
    typedef unsigned long long u_int64_t;
    typedef long time_t;
    typedef long ssize_t;
    #define kNilOptions 0
    typedef long intptr_t;
    typedef unsigned long uintptr_t;
    typedef unsigned short unichar;
    typedef double CGFloat;
    typedef double NSTimeInterval;
    typedef double CFTimeInterval;
    typedef __builtin_va_list va_list;
    #define NSIntegerMax __LONG_MAX__
    #define NSNotFound NSIntegerMax
    #define CGFLOAT_MAX __DBL_MAX__
    #define CGFLOAT_MIN __DBL_MIN__
    #define INT_MAX __INT_MAX__
    #define FLT_MAX __FLT_MAX__
    #define DBL_MAX __DBL_MAX__
    #define M_PI 3.14159265358979323846
    #define M_PI_2 1.57079632679489661923
    #define MAX(a, b) ((a) > (b) ? (a) : (b))
    #define MIN(a, b) ((a) < (b) ? (a) : (b))
    #define ABS(a) ((a) < 0 ? -(a) : (a))
    #define TARGET_OS_IOS 1
    #define TARGET_OS_IPHONE 1
    #define TARGET_OS_TV 0
    #define TARGET_OS_OSX 0
    #define TARGET_OS_MAC 1
    #define TARGET_OS_WATCH 0
    #define TARGET_OS_MACCATALYST 0
    #define TARGET_OS_SIMULATOR 0
    #define TARGET_IPHONE_SIMULATOR 0
    #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
    #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
    #define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
    #define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
    #define NS_CLOSED_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
    #define NS_ERROR_ENUM(_domain, _name) enum _name : NSInteger _name; enum _name : NSInteger
    #define NS_TYPED_ENUM
    #define NS_TYPED_EXTENSIBLE_ENUM
    #define NS_STRING_ENUM
    #define NS_EXTENSIBLE_STRING_ENUM
    #define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
    #define NS_UNAVAILABLE __attribute__((unavailable))
    #define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
    #define NS_REQUIRES_NIL_TERMINATION
    #define NS_RETURNS_RETAINED
    #define NS_RETURNS_NOT_RETAINED
    #define NS_RETURNS_INNER_POINTER
    #define NS_NOESCAPE __attribute__((noescape))
    #define NS_INLINE static inline
    #define CG_INLINE static inline
    #define UIKIT_STATIC_INLINE static inline
    #define NS_FORMAT_FUNCTION(a, b)
    #define NS_FORMAT_ARGUMENT(a)
    #define NS_SWIFT_NAME(x)
    #define NS_SWIFT_UNAVAILABLE(x)
    #define NS_SWIFT_UI_ACTOR
    #define NS_SWIFT_SENDABLE
    #define NS_SWIFT_NONISOLATED
    #define NS_REFINED_FOR_SWIFT
    #define NS_VALID_UNTIL_END_OF_SCOPE
    #define NS_EXTENSION_UNAVAILABLE_IOS(x)
    #define NS_AVAILABLE_IOS(x)
    #define NS_CLASS_AVAILABLE_IOS(x)
    #define NS_DEPRECATED_IOS(...)
    #define NS_ENUM_AVAILABLE_IOS(x)
    #define API_AVAILABLE(...)
    #define API_UNAVAILABLE(...)
    #define API_DEPRECATED(...)
    #define API_DEPRECATED_WITH_REPLACEMENT(...)
    #define __IOS_AVAILABLE(x)
    #define __TVOS_AVAILABLE(x)
    #define __API_AVAILABLE(...)
    #define DEPRECATED_ATTRIBUTE
    #define DEPRECATED_MSG_ATTRIBUTE(s)
    #define UNAVAILABLE_ATTRIBUTE
    #define UI_APPEARANCE_SELECTOR
    #define IB_DESIGNABLE
    #define IBInspectable
    #define IBOutlet
    #define IBOutletCollection(c)
    #define IBAction void
    #define FOUNDATION_EXPORT extern
    #define FOUNDATION_EXTERN extern
    #define UIKIT_EXTERN extern
    #define CG_EXTERN extern
    #define NS_NONATOMIC_IOSONLY nonatomic
    #define NS_OBJECT_ROOT_CLASS
    #define __unused __attribute__((unused))
    #define __deprecated
    """#
}
