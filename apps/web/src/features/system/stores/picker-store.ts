import { create } from 'zustand';

/**
 * Choices made on the full-screen pickers (/chooseArea, /chooseNationality) and the draft of the form that opened
 * them, so the form comes back as the user left it with the choice filled in. Memory only: nothing here outlives
 * the page, and a draft is handed back once (see useFormDraft).
 */
export interface AreaChoice {
  areaCode: string;
  countryCode: string;
  name: string;
}

export interface NationalityChoice {
  code: string;
  name: string;
}

type Draft = object;

interface PickerState {
  area: AreaChoice | null;
  nationality: NationalityChoice | null;
  drafts: Record<string, Draft>;
  pickArea: (area: AreaChoice) => void;
  pickNationality: (nationality: NationalityChoice) => void;
  saveDraft: (formId: string, values: Draft) => void;
  clearDraft: (formId: string) => void;
}

export const usePickerStore = create<PickerState>()((set) => ({
  area: null,
  nationality: null,
  drafts: {},
  pickArea: (area) => set({ area }),
  pickNationality: (nationality) => set({ nationality }),
  saveDraft: (formId, values) => set((state) => ({ drafts: { ...state.drafts, [formId]: values } })),
  clearDraft: (formId) =>
    set((state) => {
      const { [formId]: _cleared, ...rest } = state.drafts;
      return { drafts: rest };
    }),
}));
