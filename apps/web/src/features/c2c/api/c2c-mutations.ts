import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import type {
  C2cAdInput,
  createC2cPaymentMethod,
  getC2cOrder,
  openC2cOrder,
  setC2cAdState,
} from '@exchange/contracts/http/c2c/index';
import { fundKeys } from '@/data/assets/fund-keys';
import { callOperation, request } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { c2cOperations, withId } from './c2c-operations';
import { c2cKeys } from './c2c-queries';

type Order = OperationResponse<typeof getC2cOrder>;
export type OpenOrderRequest = OperationBody<typeof openC2cOrder>;
export type NewPaymentMethod = OperationBody<typeof createC2cPaymentMethod>;
export type AdStateAction = OperationBody<typeof setC2cAdState>['action'];
/** A new ad as the form sends it (the contract's input; defaults filled in by the form). */
export type NewAd = Omit<C2cAdInput, 'paymentWindowMinutes' | 'terms'> & {
  paymentWindowMinutes: number;
  terms: string;
};
/** A call that moves money, with the key that makes its retry safe. */
export interface Keyed<Request> {
  request: Request;
  idempotencyKey: string;
}

const keyHeader = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

export function useApplyMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) =>
      callOperation(c2cOperations.applyMerchant, { body: { nickname }, noMsg: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: c2cKeys.merchant() }),
  });
}

export function useCreateC2cPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPaymentMethod) =>
      callOperation(c2cOperations.createC2cPaymentMethod, { body, noMsg: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: c2cKeys.methods() }),
  });
}

export function useDeleteC2cPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callOperation(c2cOperations.deleteC2cPaymentMethod, { body: { id }, noMsg: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: c2cKeys.methods() }),
  });
}

/** Whatever the answer, the caller's ads, the market and the balances are read again (a sell ad holds coin). */
function useAfterAdChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: c2cKeys.myAds() }),
      queryClient.invalidateQueries({ queryKey: ['c2c', 'ads'] }),
      queryClient.invalidateQueries({ queryKey: fundKeys.all }),
    ]);
}

export function useCreateC2cAd() {
  const afterChange = useAfterAdChange();
  return useMutation({
    mutationFn: ({ request: body, idempotencyKey }: Keyed<NewAd>) =>
      callOperation(c2cOperations.createC2cAd, { body, headers: keyHeader(idempotencyKey), noMsg: true }),
    onSettled: afterChange,
  });
}

export function useSetC2cAdState() {
  const afterChange = useAfterAdChange();
  return useMutation({
    mutationFn: ({ request: { id, action }, idempotencyKey }: Keyed<{ id: number; action: AdStateAction }>) =>
      request<OperationResponse<typeof setC2cAdState>>({
        method: c2cOperations.setC2cAdState.method,
        path: withId(c2cOperations.setC2cAdState, id),
        body: { action },
        headers: keyHeader(idempotencyKey),
        noMsg: true,
      }),
    onSettled: afterChange,
  });
}

export function useOpenC2cOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request: body, idempotencyKey }: Keyed<OpenOrderRequest>) =>
      callOperation(c2cOperations.openC2cOrder, { body, headers: keyHeader(idempotencyKey), noMsg: true }),
    onSuccess: (order) => queryClient.setQueryData(c2cKeys.order(order.id), order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: c2cKeys.orders('open') }),
        queryClient.invalidateQueries({ queryKey: ['c2c', 'ads'] }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}

/** A step on an open order, by its role: the buyer's "paid" and cancel, the seller's release, either's appeal. */
export type OrderStep =
  | { kind: 'paid'; paymentMethodId: number; proof: File | null }
  | { kind: 'release' }
  | { kind: 'cancel' }
  | { kind: 'appeal'; reason: string; evidence: File | null }
  | { kind: 'evidence'; evidence: File };

const STEP_OPERATIONS = {
  paid: c2cOperations.markC2cOrderPaid,
  release: c2cOperations.releaseC2cOrder,
  cancel: c2cOperations.cancelC2cOrder,
  appeal: c2cOperations.appealC2cOrder,
  evidence: c2cOperations.addC2cEvidence,
} as const;

/** The multipart form of a step that carries one (paid, appeal, evidence); none for release and cancel. */
function stepForm(step: OrderStep): FormData | undefined {
  const form = new FormData();
  if (step.kind === 'paid') {
    form.append('paymentMethodId', String(step.paymentMethodId));
    if (step.proof) form.append('proof', step.proof);
  } else if (step.kind === 'appeal') {
    form.append('reason', step.reason);
    if (step.evidence) form.append('evidence', step.evidence);
  } else if (step.kind === 'evidence') form.append('evidence', step.evidence);
  else return undefined;
  return form;
}

export function sendOrderStep(id: number, step: OrderStep) {
  const operation = STEP_OPERATIONS[step.kind];
  return request<Order>({
    method: operation.method,
    path: withId(operation, id),
    formData: stepForm(step),
    noMsg: true,
  });
}

/** Sends a step; the answer is the order as it is now, and the lists and balances are read again. */
export function useC2cOrderStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: OrderStep) => sendOrderStep(id, step),
    onSuccess: (order) => queryClient.setQueryData(c2cKeys.order(id), order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: c2cKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: [...c2cKeys.mine, 'orders'] }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}
