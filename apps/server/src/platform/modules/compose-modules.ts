import type { ServerModule } from './server-module';

/**
 * The modules in the order their steps run: each after the modules it depends on, otherwise in the order given.
 * Refuses a duplicate name, a dependency on a module that is not in the list, and a dependency cycle, naming them.
 */
export const orderModules = (modules: readonly ServerModule[]): ServerModule[] => {
  const byName = new Map<string, ServerModule>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new Error(`module "${module.name}" is listed twice`);
    byName.set(module.name, module);
  }
  const ordered: ServerModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: ServerModule, path: readonly string[]) => {
    const seen = state.get(module.name);
    if (seen === 'done') return;
    if (seen === 'visiting')
      throw new Error(`module dependency cycle: ${[...path, module.name].join(' → ')}`);
    state.set(module.name, 'visiting');
    for (const name of module.dependsOn) {
      const dependency = byName.get(name);
      if (!dependency)
        throw new Error(`module "${module.name}" depends on "${name}", which is not in the app`);
      visit(dependency, [...path, module.name]);
    }
    state.set(module.name, 'done');
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
};
