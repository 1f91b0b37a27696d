extension Prelude {
    /// The parts of the C++ standard library Objective-C++ files commonly use, declared just enough
    /// that statements using them parse (no libc++ is available without an SDK).
    static let cxx = #"""
    #ifdef __cplusplus
    namespace std {
    typedef unsigned long size_t;
    template <class E> class initializer_list {
      const E *_begin; size_t _size;
    public:
      initializer_list(); size_t size() const; const E *begin() const; const E *end() const;
    };
    template <class T> struct remove_reference { typedef T type; };
    template <class T> struct remove_reference<T &> { typedef T type; };
    template <class T> typename remove_reference<T>::type &&move(T &&t);
    template <class T> T &&forward(typename remove_reference<T>::type &t);
    template <class T> const T &min(const T &a, const T &b);
    template <class T> const T &max(const T &a, const T &b);
    template <class T> void swap(T &a, T &b);
    template <class A, class B> struct pair { A first; B second; pair(); pair(const A &a, const B &b); };
    template <class A, class B> pair<A, B> make_pair(A a, B b);
    template <class T, class... Rest> class vector {
    public:
      typedef T value_type; typedef T *iterator; typedef const T *const_iterator;
      vector(); vector(size_t n); vector(size_t n, const T &value); vector(initializer_list<T> list);
      template <class I> vector(I first, I last);
      void push_back(const T &value); template <class... A> void emplace_back(A &&...args); void pop_back();
      size_t size() const; bool empty() const; void clear(); void reserve(size_t n); void resize(size_t n);
      T &operator[](size_t i); const T &operator[](size_t i) const; T &at(size_t i);
      T &front(); T &back(); T *data();
      iterator begin(); iterator end(); const_iterator begin() const; const_iterator end() const;
      iterator insert(const_iterator position, const T &value); iterator erase(const_iterator position);
    };
    template <class T, class... Rest> class deque : public vector<T> {};
    template <class T, size_t N> struct array {
      T values[N];
      T &operator[](size_t i); const T &operator[](size_t i) const; size_t size() const;
      T *begin(); T *end(); const T *begin() const; const T *end() const; T *data();
    };
    class string {
    public:
      string(); string(const char *s); string(const char *s, size_t n);
      const char *c_str() const; const char *data() const; size_t size() const; size_t length() const; bool empty() const;
      string &operator+=(const string &s); char &operator[](size_t i); string substr(size_t pos, size_t n) const;
    };
    string operator+(const string &a, const string &b);
    bool operator==(const string &a, const string &b);
    bool operator<(const string &a, const string &b);
    string to_string(long value);
    template <class K, class V, class... Rest> class map {
    public:
      typedef pair<const K, V> value_type; typedef value_type *iterator; typedef const value_type *const_iterator;
      map(); V &operator[](const K &key); V &at(const K &key);
      iterator find(const K &key); const_iterator find(const K &key) const;
      iterator begin(); iterator end(); const_iterator begin() const; const_iterator end() const;
      size_t size() const; size_t count(const K &key) const; bool empty() const; void clear(); size_t erase(const K &key);
      pair<iterator, bool> insert(const value_type &value); template <class... A> pair<iterator, bool> emplace(A &&...args);
    };
    template <class K, class V, class... Rest> class unordered_map : public map<K, V> {};
    template <class T, class... Rest> class set {
    public:
      typedef const T *iterator;
      set(); set(initializer_list<T> list);
      pair<iterator, bool> insert(const T &value); iterator find(const T &value) const; size_t count(const T &value) const;
      size_t erase(const T &value); size_t size() const; bool empty() const; void clear();
      iterator begin() const; iterator end() const;
    };
    template <class T, class... Rest> class unordered_set : public set<T> {};
    template <class T> class shared_ptr {
    public:
      shared_ptr(); shared_ptr(T *p); T *get() const; T *operator->() const; T &operator*() const;
      explicit operator bool() const; void reset(); void reset(T *p);
    };
    template <class T> class weak_ptr { public: weak_ptr(); weak_ptr(const shared_ptr<T> &p); shared_ptr<T> lock() const; };
    template <class T, class... Rest> class unique_ptr {
    public:
      unique_ptr(); unique_ptr(T *p); T *get() const; T *operator->() const; T &operator*() const;
      explicit operator bool() const; void reset(); void reset(T *p); T *release();
    };
    template <class T, class... A> shared_ptr<T> make_shared(A &&...args);
    template <class T, class... A> unique_ptr<T> make_unique(A &&...args);
    template <class F> class function;
    template <class R, class... A> class function<R(A...)> {
    public:
      function(); template <class F> function(F f); R operator()(A... args) const; explicit operator bool() const;
    };
    template <class T> struct atomic {
      atomic(); atomic(T value); T load() const; void store(T value); T exchange(T value); operator T() const;
      T operator=(T value); T operator++(); T operator++(int); T operator--(); T operator--(int); T operator+=(T value);
    };
    class mutex { public: void lock(); void unlock(); bool try_lock(); };
    class recursive_mutex { public: void lock(); void unlock(); bool try_lock(); };
    template <class M> class lock_guard { public: explicit lock_guard(M &m); };
    template <class M> class unique_lock { public: explicit unique_lock(M &m); void lock(); void unlock(); };
    template <class I, class F> F for_each(I first, I last, F f);
    template <class I, class T> I find(I first, I last, const T &value);
    template <class I, class P> I find_if(I first, I last, P predicate);
    template <class I> void sort(I first, I last);
    template <class I, class C> void sort(I first, I last, C compare);
    }
    #endif
    """#
}
