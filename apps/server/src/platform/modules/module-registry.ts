/**
 * Where modules keep what one app instance holds for them (a runtime: caches, engines, books) and what they add to
 * another module's extension point (a wallet's valuation, a part of the staff user view). One registry per app,
 * on `AppContext.modules`: two apps in one process (the tests) never share an entry.
 */

/** A typed name for one module's runtime. Declare it once, in the module that owns the runtime. */
export class RuntimeSlot<Value> {
  declare readonly valueType?: Value;
  constructor(readonly name: string) {}
}

/** A typed list other modules contribute to. Declare it in the module that reads it; others add to it. */
export class ExtensionPoint<Item> {
  declare readonly itemType?: Item;
  constructor(readonly name: string) {}
}

export class ModuleRegistry {
  private readonly runtimes = new Map<RuntimeSlot<unknown>, unknown>();
  private readonly extensions = new Map<ExtensionPoint<unknown>, unknown[]>();

  /** Keeps a module's runtime; a slot holds one value for the app's life. */
  provide<Value>(slot: RuntimeSlot<Value>, value: Value) {
    if (this.runtimes.has(slot)) throw new Error(`runtime "${slot.name}" is provided already`);
    this.runtimes.set(slot, value);
  }

  /** The runtime, or a clear error naming the module that did not provide it (not registered on this app). */
  get<Value>(slot: RuntimeSlot<Value>): Value {
    if (!this.runtimes.has(slot)) throw new Error(`runtime "${slot.name}" is not provided on this app`);
    return this.runtimes.get(slot) as Value;
  }

  /** The runtime if its module runs on this app, else undefined. */
  find<Value>(slot: RuntimeSlot<Value>): Value | undefined {
    return this.runtimes.get(slot) as Value | undefined;
  }

  contribute<Item>(point: ExtensionPoint<Item>, item: Item) {
    const items = this.extensions.get(point) ?? [];
    items.push(item);
    this.extensions.set(point, items);
  }

  /** What modules contributed, in module order (a module's contributions come after its dependencies'). */
  contributions<Item>(point: ExtensionPoint<Item>): readonly Item[] {
    return (this.extensions.get(point) ?? []) as Item[];
  }
}
