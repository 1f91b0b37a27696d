extension Prelude {
    /// The Foundation root: NSObject and the protocols most classes adopt.
    static let foundationRoot = #"""
    @class NSString, NSSet, NSNumber, NSError, NSCoder, NSInvocation, NSMethodSignature, Protocol;
    @class NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>;
    typedef struct _NSZone NSZone;
    typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
    NSRange NSMakeRange(NSUInteger loc, NSUInteger len);
    typedef NSInteger NSComparisonResult;
    @protocol NSObject
    - (BOOL)isEqual:(id)object;
    @property (readonly) NSUInteger hash;
    @property (readonly) Class superclass;
    - (Class)class;
    - (instancetype)self;
    - (id)performSelector:(SEL)aSelector;
    - (id)performSelector:(SEL)aSelector withObject:(id)object;
    - (BOOL)isKindOfClass:(Class)aClass;
    - (BOOL)isMemberOfClass:(Class)aClass;
    - (BOOL)conformsToProtocol:(Protocol *)aProtocol;
    - (BOOL)respondsToSelector:(SEL)aSelector;
    - (instancetype)retain;
    - (oneway void)release;
    - (instancetype)autorelease;
    @property (readonly, copy) NSString *description;
    @property (readonly, copy) NSString *debugDescription;
    @end
    @interface NSObject <NSObject> { Class isa; }
    + (void)load;
    + (void)initialize;
    - (instancetype)init;
    + (instancetype)new;
    + (instancetype)alloc;
    + (instancetype)allocWithZone:(NSZone *)zone;
    - (void)dealloc;
    - (id)copy;
    - (id)mutableCopy;
    + (Class)class;
    + (Class)superclass;
    + (BOOL)instancesRespondToSelector:(SEL)aSelector;
    + (BOOL)isSubclassOfClass:(Class)aClass;
    + (NSString *)description;
    - (void)performSelector:(SEL)aSelector withObject:(id)anArgument afterDelay:(NSTimeInterval)delay;
    - (void)performSelectorOnMainThread:(SEL)aSelector withObject:(id)arg waitUntilDone:(BOOL)wait;
    - (void)performSelectorInBackground:(SEL)aSelector withObject:(id)arg;
    + (void)cancelPreviousPerformRequestsWithTarget:(id)aTarget;
    - (id)valueForKey:(NSString *)key;
    - (void)setValue:(id)value forKey:(NSString *)key;
    - (id)valueForKeyPath:(NSString *)keyPath;
    - (void)setValue:(id)value forKeyPath:(NSString *)keyPath;
    - (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSUInteger)options context:(void *)context;
    - (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath;
    - (void)willChangeValueForKey:(NSString *)key;
    - (void)didChangeValueForKey:(NSString *)key;
    - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context;
    - (void)awakeFromNib;
    @end
    @protocol NSCopying
    - (id)copyWithZone:(NSZone *)zone;
    @end
    @protocol NSMutableCopying
    - (id)mutableCopyWithZone:(NSZone *)zone;
    @end
    @protocol NSCoding
    - (void)encodeWithCoder:(NSCoder *)coder;
    - (instancetype)initWithCoder:(NSCoder *)coder;
    @end
    @protocol NSSecureCoding <NSCoding>
    @property (class, readonly) BOOL supportsSecureCoding;
    @end
    typedef struct {
        unsigned long state;
        id __unsafe_unretained *itemsPtr;
        unsigned long *mutationsPtr;
        unsigned long extra[5];
    } NSFastEnumerationState;
    @protocol NSFastEnumeration
    - (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len;
    @end
    @interface NSCoder : NSObject
    - (id)decodeObjectForKey:(NSString *)key;
    - (void)encodeObject:(id)object forKey:(NSString *)key;
    @end
    @interface NSProxy <NSObject> { Class isa; }
    + (instancetype)alloc;
    @end
    /// Recovery helper: the type nodelint gives names it could not find declarations for.
    @interface NodeLintUnknown : NSObject <NSCopying>
    @end
    """#
}
