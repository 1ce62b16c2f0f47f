import i18next from 'i18next';

const UPDATE_TYPE_KEYS = {
  0: 'system.updateTypes.0',
  1: 'system.updateTypes.1',
  2: 'system.updateTypes.2',
} as const;

/** A version notice's type: 0 informational (ignored), 1 prompt to update, 2 force a reload. */
export function updateTypeLabel(type: number): string {
  const key = UPDATE_TYPE_KEYS[type as keyof typeof UPDATE_TYPE_KEYS];
  return key ? i18next.t(key) : String(type);
}

const EFFECT_KEYS = {
  0: 'system.updateTypeEffect.0',
  1: 'system.updateTypeEffect.1',
  2: 'system.updateTypeEffect.2',
} as const;

/** What every connected app does on receiving a notice of this type. */
export function updateTypeEffect(type: number): string {
  const key = EFFECT_KEYS[type as keyof typeof EFFECT_KEYS];
  return key ? i18next.t(key) : '';
}
