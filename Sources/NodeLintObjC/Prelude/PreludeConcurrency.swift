extension Prelude {
    /// Notifications, locks, threads, run loops, operation queues, timers, GCD, attributed strings.
    static let concurrency = #"""
    @interface NSDate : NSObject <NSCopying, NSSecureCoding>
    + (instancetype)date;
    @property (readonly) NSTimeInterval timeIntervalSince1970;
    - (NSTimeInterval)timeIntervalSinceNow;
    @end
    @interface NSNotification : NSObject <NSCopying, NSCoding>
    @property (readonly, copy) NSString *name;
    @property (readonly, strong) id object;
    @property (readonly, copy) NSDictionary *userInfo;
    @end
    @interface NSNotificationCenter : NSObject
    @property (class, readonly, strong) NSNotificationCenter *defaultCenter;
    - (void)addObserver:(id)observer selector:(SEL)aSelector name:(NSString *)aName object:(id)anObject;
    - (id)addObserverForName:(NSString *)name object:(id)obj queue:(id)queue usingBlock:(void (^)(NSNotification *note))block;
    - (void)postNotificationName:(NSString *)aName object:(id)anObject;
    - (void)postNotificationName:(NSString *)aName object:(id)anObject userInfo:(NSDictionary *)aUserInfo;
    - (void)postNotification:(NSNotification *)notification;
    - (void)removeObserver:(id)observer;
    - (void)removeObserver:(id)observer name:(NSString *)aName object:(id)anObject;
    @end
    @protocol NSLocking
    - (void)lock;
    - (void)unlock;
    @end
    @interface NSLock : NSObject <NSLocking>
    - (BOOL)tryLock;
    @property (copy) NSString *name;
    @end
    @interface NSRecursiveLock : NSObject <NSLocking>
    - (BOOL)tryLock;
    @end
    @interface NSCondition : NSObject <NSLocking>
    - (void)wait;
    - (void)signal;
    - (void)broadcast;
    @end
    @interface NSThread : NSObject
    @property (class, readonly) BOOL isMainThread;
    @property (readonly) BOOL isMainThread;
    @property (class, readonly, strong) NSThread *currentThread;
    @property (class, readonly, strong) NSThread *mainThread;
    + (void)sleepForTimeInterval:(NSTimeInterval)ti;
    @end
    @interface NSOperation : NSObject
    - (void)start;
    - (void)cancel;
    @end
    @interface NSBlockOperation : NSOperation
    + (instancetype)blockOperationWithBlock:(void (^)(void))block;
    @end
    @interface NSOperationQueue : NSObject
    @property (class, readonly, strong) NSOperationQueue *mainQueue;
    @property (class, readonly, strong) NSOperationQueue *currentQueue;
    @property NSInteger maxConcurrentOperationCount;
    - (void)addOperation:(NSOperation *)op;
    - (void)addOperationWithBlock:(void (^)(void))block;
    - (void)cancelAllOperations;
    @end
    @interface NSRunLoop : NSObject
    @property (class, readonly, strong) NSRunLoop *mainRunLoop;
    @property (class, readonly, strong) NSRunLoop *currentRunLoop;
    - (void)addTimer:(id)timer forMode:(NSString *)mode;
    @end
    extern NSString *const NSRunLoopCommonModes;
    extern NSString *const NSDefaultRunLoopMode;
    @interface NSTimer : NSObject
    + (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)ti target:(id)aTarget selector:(SEL)aSelector userInfo:(id)userInfo repeats:(BOOL)yesOrNo;
    + (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)interval repeats:(BOOL)repeats block:(void (^)(NSTimer *timer))block;
    - (void)invalidate;
    @end
    @interface NSUserDefaults : NSObject
    @property (class, readonly, strong) NSUserDefaults *standardUserDefaults;
    - (id)objectForKey:(NSString *)defaultName;
    - (void)setObject:(id)value forKey:(NSString *)defaultName;
    - (BOOL)boolForKey:(NSString *)defaultName;
    - (void)setBool:(BOOL)value forKey:(NSString *)defaultName;
    @end
    @interface NSBundle : NSObject
    @property (class, readonly, strong) NSBundle *mainBundle;
    + (instancetype)bundleForClass:(Class)aClass;
    - (NSString *)pathForResource:(NSString *)name ofType:(NSString *)ext;
    - (NSString *)localizedStringForKey:(NSString *)key value:(NSString *)value table:(NSString *)tableName;
    @end
    NSString *NSLocalizedString(NSString *key, NSString *comment);
    NSString *NSStringFromSelector(SEL aSelector);
    NSString *NSStringFromClass(Class aClass);
    SEL NSSelectorFromString(NSString *aSelectorName);
    Class NSClassFromString(NSString *aClassName);
    typedef struct dispatch_queue_s *dispatch_queue_t;
    typedef struct dispatch_group_s *dispatch_group_t;
    typedef struct dispatch_semaphore_s *dispatch_semaphore_t;
    typedef struct dispatch_queue_attr_s *dispatch_queue_attr_t;
    typedef void (^dispatch_block_t)(void);
    typedef long dispatch_once_t;
    typedef uint64_t dispatch_time_t;
    typedef long dispatch_queue_priority_t;
    #define DISPATCH_QUEUE_SERIAL ((dispatch_queue_attr_t)0)
    #define DISPATCH_QUEUE_CONCURRENT ((dispatch_queue_attr_t)0)
    #define DISPATCH_QUEUE_PRIORITY_HIGH 2
    #define DISPATCH_QUEUE_PRIORITY_DEFAULT 0
    #define DISPATCH_QUEUE_PRIORITY_LOW (-2)
    #define DISPATCH_QUEUE_PRIORITY_BACKGROUND (-32768)
    #define QOS_CLASS_USER_INTERACTIVE 0x21
    #define QOS_CLASS_USER_INITIATED 0x19
    #define QOS_CLASS_DEFAULT 0x15
    #define QOS_CLASS_UTILITY 0x11
    #define QOS_CLASS_BACKGROUND 0x09
    #define DISPATCH_TIME_NOW (0ull)
    #define DISPATCH_TIME_FOREVER (~0ull)
    #define NSEC_PER_SEC 1000000000ull
    #define NSEC_PER_MSEC 1000000ull
    #define USEC_PER_SEC 1000000ull
    dispatch_queue_t dispatch_get_main_queue(void);
    dispatch_queue_t dispatch_get_global_queue(long identifier, unsigned long flags);
    dispatch_queue_t dispatch_queue_create(const char *label, dispatch_queue_attr_t attr);
    void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
    void dispatch_sync(dispatch_queue_t queue, dispatch_block_t block);
    void dispatch_barrier_async(dispatch_queue_t queue, dispatch_block_t block);
    void dispatch_barrier_sync(dispatch_queue_t queue, dispatch_block_t block);
    void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block);
    void dispatch_once(dispatch_once_t *predicate, dispatch_block_t block);
    dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
    dispatch_group_t dispatch_group_create(void);
    void dispatch_group_async(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
    void dispatch_group_enter(dispatch_group_t group);
    void dispatch_group_leave(dispatch_group_t group);
    void dispatch_group_notify(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
    long dispatch_group_wait(dispatch_group_t group, dispatch_time_t timeout);
    dispatch_semaphore_t dispatch_semaphore_create(long value);
    long dispatch_semaphore_wait(dispatch_semaphore_t dsema, dispatch_time_t timeout);
    long dispatch_semaphore_signal(dispatch_semaphore_t dsema);
    """#
}
