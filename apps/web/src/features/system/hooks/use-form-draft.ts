import { useEffect, useState } from 'react';
import { usePickerStore } from '../stores/picker-store';

/**
 * The values a form left behind when it opened a picker, handed back once: read on mount, then cleared so a later
 * visit starts empty. `saveDraft` is called right before navigating to the picker.
 */
export function useFormDraft<T extends object>(formId: string) {
  const [draft] = useState(() => usePickerStore.getState().drafts[formId] as Partial<T> | undefined);
  const clearDraft = usePickerStore((state) => state.clearDraft);
  const saveDraftFor = usePickerStore((state) => state.saveDraft);
  useEffect(() => clearDraft(formId), [clearDraft, formId]);
  return { draft, saveDraft: (values: T) => saveDraftFor(formId, values) };
}
