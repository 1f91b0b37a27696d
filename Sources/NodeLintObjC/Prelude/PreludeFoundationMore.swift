extension Prelude {
    /// Dictionaries, sets, index paths, notifications, locks, threads and queues, URLs and data.
    static let foundationMore = #"""
    @interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
    @property (readonly) NSUInteger count;
    @property (readonly, copy) NSArray<KeyType> *allKeys;
    @property (readonly, copy) NSArray<ObjectType> *allValues;
    + (instancetype)dictionary;
    + (instancetype)dictionaryWithObjects:(const ObjectType [])objects forKeys:(const KeyType <NSCopying> [])keys count:(NSUInteger)cnt;
    + (instancetype)dictionaryWithDictionary:(NSDictionary<KeyType, ObjectType> *)dict;
    - (ObjectType)objectForKey:(KeyType)aKey;
    - (ObjectType)objectForKeyedSubscript:(KeyType)key;
    - (void)enumerateKeysAndObjectsUsingBlock:(void (^)(KeyType key, ObjectType obj, BOOL *stop))block;
    @end
    @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
    + (instancetype)dictionaryWithCapacity:(NSUInteger)numItems;
    - (void)setObject:(ObjectType)anObject forKey:(KeyType <NSCopying>)aKey;
    - (void)setObject:(ObjectType)obj forKeyedSubscript:(KeyType <NSCopying>)key;
    - (void)removeObjectForKey:(KeyType)aKey;
    - (void)removeAllObjects;
    - (void)addEntriesFromDictionary:(NSDictionary<KeyType, ObjectType> *)otherDictionary;
    @end
    @interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
    @property (readonly) NSUInteger count;
    @property (readonly, copy) NSArray<ObjectType> *allObjects;
    + (instancetype)set;
    + (instancetype)setWithArray:(NSArray<ObjectType> *)array;
    + (instancetype)setWithObject:(ObjectType)object;
    - (ObjectType)anyObject;
    - (BOOL)containsObject:(ObjectType)anObject;
    @end
    @interface NSMutableSet<ObjectType> : NSSet<ObjectType>
    - (void)addObject:(ObjectType)object;
    - (void)removeObject:(ObjectType)object;
    - (void)removeAllObjects;
    @end
    @interface NSHashTable<ObjectType> : NSObject <NSFastEnumeration>
    + (NSHashTable<ObjectType> *)weakObjectsHashTable;
    - (void)addObject:(ObjectType)object;
    - (void)removeObject:(ObjectType)object;
    @property (readonly, copy) NSArray<ObjectType> *allObjects;
    @end
    @interface NSMapTable<KeyType, ObjectType> : NSObject <NSFastEnumeration>
    + (NSMapTable<KeyType, ObjectType> *)weakToStrongObjectsMapTable;
    + (NSMapTable<KeyType, ObjectType> *)strongToWeakObjectsMapTable;
    - (ObjectType)objectForKey:(KeyType)aKey;
    - (void)setObject:(ObjectType)anObject forKey:(KeyType)aKey;
    @end
    @interface NSIndexPath : NSObject <NSCopying, NSSecureCoding>
    + (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
    + (instancetype)indexPathForItem:(NSInteger)item inSection:(NSInteger)section;
    + (instancetype)indexPathWithIndex:(NSUInteger)index;
    @property (readonly) NSInteger row;
    @property (readonly) NSInteger item;
    @property (readonly) NSInteger section;
    @property (readonly) NSUInteger length;
    @end
    @interface NSIndexSet : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    + (instancetype)indexSetWithIndex:(NSUInteger)value;
    + (instancetype)indexSetWithIndexesInRange:(NSRange)range;
    @property (readonly) NSUInteger count;
    @end
    @interface NSMutableIndexSet : NSIndexSet
    - (void)addIndex:(NSUInteger)value;
    @end
    @interface NSError : NSObject <NSCopying, NSSecureCoding>
    + (instancetype)errorWithDomain:(NSString *)domain code:(NSInteger)code userInfo:(NSDictionary *)dict;
    @property (readonly) NSInteger code;
    @property (readonly, copy) NSString *domain;
    @property (readonly, copy) NSString *localizedDescription;
    @property (readonly, copy) NSDictionary *userInfo;
    @end
    @interface NSException : NSObject <NSCopying, NSSecureCoding>
    + (NSException *)exceptionWithName:(NSString *)name reason:(NSString *)reason userInfo:(NSDictionary *)userInfo;
    + (void)raise:(NSString *)name format:(NSString *)format, ...;
    @property (readonly, copy) NSString *name;
    @property (readonly, copy) NSString *reason;
    - (void)raise;
    @end
    extern NSString *const NSInternalInconsistencyException;
    extern NSString *const NSInvalidArgumentException;
    @interface NSData : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    + (instancetype)dataWithContentsOfURL:(id)url;
    + (instancetype)dataWithContentsOfFile:(NSString *)path;
    @property (readonly) NSUInteger length;
    @end
    @interface NSURL : NSObject <NSCopying, NSSecureCoding>
    + (instancetype)URLWithString:(NSString *)URLString;
    + (instancetype)fileURLWithPath:(NSString *)path;
    @property (readonly, copy) NSString *absoluteString;
    @property (readonly, copy) NSString *path;
    @property (readonly, copy) NSString *host;
    @end
    @interface NSURLRequest : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    + (instancetype)requestWithURL:(NSURL *)URL;
    @end
    @interface NSURLSessionTask : NSObject
    - (void)resume;
    - (void)cancel;
    @end
    @interface NSURLSessionDataTask : NSURLSessionTask @end
    @interface NSURLSession : NSObject
    @property (class, readonly, strong) NSURLSession *sharedSession;
    - (NSURLSessionDataTask *)dataTaskWithURL:(NSURL *)url completionHandler:(void (^)(NSData *data, id response, NSError *error))completionHandler;
    - (NSURLSessionDataTask *)dataTaskWithRequest:(NSURLRequest *)request completionHandler:(void (^)(NSData *data, id response, NSError *error))completionHandler;
    @end
    """#
}
