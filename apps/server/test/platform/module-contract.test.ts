import { describe, expect, it } from 'vitest';
import {
  ExtensionPoint,
  ModuleRegistry,
  orderModules,
  RuntimeSlot,
  type ServerModule,
} from '../../src/platform/modules/index';
import { serverModules } from '../../src/modules/server-modules';

const module = (name: string, dependsOn: string[] = []): ServerModule => ({ name, dependsOn });
const names = (modules: readonly ServerModule[]) => modules.map((entry) => entry.name);

describe('the module contract (issue 16)', () => {
  it('orders modules after what they depend on, otherwise as listed', () => {
    const ordered = orderModules([
      module('contract', ['wallet', 'market']),
      module('wallet', ['ledger']),
      module('market'),
      module('ledger'),
    ]);
    expect(names(ordered)).toEqual(['ledger', 'wallet', 'market', 'contract']);
  });

  it('refuses a duplicate, an unknown dependency and a cycle, naming them', () => {
    expect(() => orderModules([module('a'), module('a')])).toThrow('module "a" is listed twice');
    expect(() => orderModules([module('a', ['b'])])).toThrow(
      'module "a" depends on "b", which is not in the app',
    );
    expect(() => orderModules([module('a', ['b']), module('b', ['c']), module('c', ['a'])])).toThrow(
      'module dependency cycle: a → b → c → a',
    );
  });

  it("the server's modules: each names only modules of the app, and every dependency comes first", () => {
    const ordered = orderModules(serverModules());
    const seen = new Set<string>();
    for (const entry of ordered) {
      for (const dependency of entry.dependsOn)
        expect(seen, `${entry.name} after ${dependency}`).toContain(dependency);
      seen.add(entry.name);
    }
    // Staff's guard and audit hook are registered before any other module's admin route.
    const withAdminRoutes = ordered.filter((entry) => entry.registerAdminRoutes);
    expect(withAdminRoutes[0]?.name).toBe('staff');
  });

  it('keeps one runtime per slot and app, and says which is missing', () => {
    const slot = new RuntimeSlot<{ size: number }>('test.book');
    const first = new ModuleRegistry();
    const second = new ModuleRegistry();
    expect(() => first.get(slot)).toThrow('runtime "test.book" is not provided on this app');
    expect(first.find(slot)).toBeUndefined();
    first.provide(slot, { size: 1 });
    expect(first.get(slot)).toEqual({ size: 1 });
    expect(second.find(slot)).toBeUndefined();
    expect(() => first.provide(slot, { size: 2 })).toThrow('runtime "test.book" is provided already');
  });

  it('collects contributions to an extension point in order, per app', () => {
    const point = new ExtensionPoint<string>('test.parts');
    const registry = new ModuleRegistry();
    expect(registry.contributions(point)).toEqual([]);
    registry.contribute(point, 'contract');
    registry.contribute(point, 'fast');
    expect(registry.contributions(point)).toEqual(['contract', 'fast']);
    expect(new ModuleRegistry().contributions(point)).toEqual([]);
  });
});
