/**
 * The api object is a module singleton (RTK Query's model), but several things belong to one store: its base
 * query, its connection record, its live push, its record of kept answers. Each is made on first use from the
 * store's ApiClientContext (the thunks' extra argument) and kept with it, never outliving the store.
 */
export function perStore<C extends object, T>(create: (context: C) => T): (context: C) => T {
  const made = new WeakMap<C, T>();
  return (context) => {
    if (!made.has(context)) made.set(context, create(context));
    return made.get(context)!;
  };
}
