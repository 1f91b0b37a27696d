extension Prelude {
    /// Foundation value classes: strings, numbers, collections (with what literals, subscripts and
    /// `for … in` need), index paths.
    static let foundationValues = #"""
    @interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    @property (readonly) NSUInteger length;
    + (instancetype)string;
    + (instancetype)stringWithFormat:(NSString *)format, ...;
    + (instancetype)stringWithString:(NSString *)string;
    + (instancetype)stringWithUTF8String:(const char *)s;
    - (instancetype)initWithFormat:(NSString *)format, ...;
    - (instancetype)initWithString:(NSString *)aString;
    - (instancetype)initWithData:(id)data encoding:(NSUInteger)encoding;
    - (NSString *)stringByAppendingString:(NSString *)aString;
    - (NSString *)stringByAppendingFormat:(NSString *)format, ...;
    - (NSString *)substringToIndex:(NSUInteger)to;
    - (NSString *)substringFromIndex:(NSUInteger)from;
    - (NSString *)substringWithRange:(NSRange)range;
    - (NSString *)stringByReplacingOccurrencesOfString:(NSString *)target withString:(NSString *)replacement;
    - (NSString *)stringByTrimmingCharactersInSet:(id)set;
    - (NSArray<NSString *> *)componentsSeparatedByString:(NSString *)separator;
    - (BOOL)isEqualToString:(NSString *)aString;
    - (BOOL)hasPrefix:(NSString *)str;
    - (BOOL)hasSuffix:(NSString *)str;
    - (BOOL)containsString:(NSString *)str;
    - (NSRange)rangeOfString:(NSString *)searchString;
    - (NSComparisonResult)compare:(NSString *)string;
    - (unichar)characterAtIndex:(NSUInteger)index;
    @property (readonly) const char *UTF8String;
    @property (readonly) double doubleValue;
    @property (readonly) float floatValue;
    @property (readonly) int intValue;
    @property (readonly) NSInteger integerValue;
    @property (readonly) BOOL boolValue;
    @property (readonly, copy) NSString *lowercaseString;
    @property (readonly, copy) NSString *uppercaseString;
    @end
    @interface NSMutableString : NSString
    - (void)appendString:(NSString *)aString;
    - (void)appendFormat:(NSString *)format, ...;
    @end
    @interface NSNumber : NSObject <NSCopying, NSSecureCoding>
    + (NSNumber *)numberWithChar:(char)value;
    + (NSNumber *)numberWithUnsignedChar:(unsigned char)value;
    + (NSNumber *)numberWithShort:(short)value;
    + (NSNumber *)numberWithUnsignedShort:(unsigned short)value;
    + (NSNumber *)numberWithInt:(int)value;
    + (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
    + (NSNumber *)numberWithLong:(long)value;
    + (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
    + (NSNumber *)numberWithLongLong:(long long)value;
    + (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
    + (NSNumber *)numberWithFloat:(float)value;
    + (NSNumber *)numberWithDouble:(double)value;
    + (NSNumber *)numberWithBool:(BOOL)value;
    + (NSNumber *)numberWithInteger:(NSInteger)value;
    + (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
    @property (readonly) double doubleValue;
    @property (readonly) float floatValue;
    @property (readonly) int intValue;
    @property (readonly) NSInteger integerValue;
    @property (readonly) NSUInteger unsignedIntegerValue;
    @property (readonly) BOOL boolValue;
    @property (readonly, copy) NSString *stringValue;
    @end
    @interface NSValue : NSObject <NSCopying, NSSecureCoding>
    + (NSValue *)valueWithBytes:(const void *)value objCType:(const char *)type;
    @end
    @interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
    @property (readonly) NSUInteger count;
    @property (readonly) ObjectType firstObject;
    @property (readonly) ObjectType lastObject;
    + (instancetype)array;
    + (instancetype)arrayWithObject:(ObjectType)anObject;
    + (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)cnt;
    + (instancetype)arrayWithArray:(NSArray<ObjectType> *)array;
    - (instancetype)initWithArray:(NSArray<ObjectType> *)array;
    - (ObjectType)objectAtIndex:(NSUInteger)index;
    - (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
    - (NSUInteger)indexOfObject:(ObjectType)anObject;
    - (BOOL)containsObject:(ObjectType)anObject;
    - (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)anObject;
    - (NSArray<ObjectType> *)arrayByAddingObjectsFromArray:(NSArray<ObjectType> *)otherArray;
    - (NSArray<ObjectType> *)subarrayWithRange:(NSRange)range;
    - (NSString *)componentsJoinedByString:(NSString *)separator;
    - (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
    - (NSArray<ObjectType> *)filteredArrayUsingPredicate:(id)predicate;
    - (NSArray<ObjectType> *)sortedArrayUsingComparator:(NSComparisonResult (^)(id obj1, id obj2))cmptr;
    - (void)makeObjectsPerformSelector:(SEL)aSelector;
    @end
    @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
    + (instancetype)arrayWithCapacity:(NSUInteger)numItems;
    - (void)addObject:(ObjectType)anObject;
    - (void)addObjectsFromArray:(NSArray<ObjectType> *)otherArray;
    - (void)insertObject:(ObjectType)anObject atIndex:(NSUInteger)index;
    - (void)removeObject:(ObjectType)anObject;
    - (void)removeObjectAtIndex:(NSUInteger)index;
    - (void)removeLastObject;
    - (void)removeAllObjects;
    - (void)replaceObjectAtIndex:(NSUInteger)index withObject:(ObjectType)anObject;
    - (void)setObject:(ObjectType)obj atIndexedSubscript:(NSUInteger)idx;
    @end
    """#
}
