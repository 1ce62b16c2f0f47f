import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { C2cOrderStatus } from '@exchange/contracts/http/c2c/c2c-common';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { NO_VALUE } from '@exchange/ui/format';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Drawer } from '@/components/ui/drawer';
import { formatAssetAmount, formatDateTime, formatExact } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { orderStatusText, orderStatusTone, userText } from './c2c-labels';
import { AppealDecisionDialog } from './appeal-decision-dialog';
import {
  AppealSection,
  ChatSection,
  FilesSection,
  PaymentMethodsSection,
  TimelineSection,
} from './c2c-order-sections';
import { useC2cOrder } from './c2c-queries';
import type { AdminC2cOrder, AppealDecision } from './c2c-queries';

function OrderDetails({ order }: { order: AdminC2cOrder }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <DetailList
        items={[
          { label: t('columns.no'), value: order.no, isLtr: true },
          {
            label: t('columns.status'),
            value: <Badge tone={orderStatusTone(order.status)}>{orderStatusText(order.status)}</Badge>,
          },
          { label: t('c2c.detail.ending'), value: order.ending ? t(`c2c.ending.${order.ending}`) : NO_VALUE },
          { label: t('columns.amount'), value: formatAssetAmount(order.amount, order.asset) },
          {
            label: t('c2c.detail.price'),
            value: t('c2c.detail.priceOf', {
              price: formatExact(order.price),
              fiat: order.fiat,
              asset: order.asset,
            }),
          },
          { label: t('c2c.column.fiatAmount'), value: formatAssetAmount(order.fiatAmount, order.fiat) },
          { label: t('c2c.column.buyer'), value: userText(order.buyer) },
          { label: t('c2c.column.seller'), value: userText(order.seller) },
          { label: t('c2c.detail.adId'), value: order.adId },
          { label: t('columns.createdAt'), value: formatDateTime(order.createdAt) },
          { label: t('c2c.detail.payDeadline'), value: formatDateTime(order.payDeadline) },
          { label: t('c2c.detail.paidAt'), value: formatDateTime(order.paidAt) },
          { label: t('c2c.detail.endedAt'), value: formatDateTime(order.endedAt) },
          { label: t('c2c.detail.terms'), value: order.terms || NO_VALUE },
        ]}
      />
      {order.appeal ? <AppealSection appeal={order.appeal} /> : null}
      <PaymentMethodsSection order={order} />
      <TimelineSection events={order.events} />
      <FilesSection files={order.files} />
      <ChatSection orderId={order.id} />
    </div>
  );
}

/**
 * One order read fresh: amounts, parties, payment methods, the timeline, the appeal and every proof and evidence
 * image. An appealing order offers Release to buyer and Return to seller to a role with c2c.decide.
 */
export function C2cOrderDrawer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const canDecide = useCan(StaffPermission.c2cDecide);
  const query = useC2cOrder(orderId);
  const [decision, setDecision] = useState<AppealDecision | null>(null);
  const order = query.data;
  const isDecidable = canDecide && order?.status === C2cOrderStatus.appealing;
  const footer = isDecidable ? (
    <>
      <Button variant="secondary" onClick={() => setDecision('return')}>
        {t('c2c.appeal.return')}
      </Button>
      <Button onClick={() => setDecision('release')}>{t('c2c.appeal.release')}</Button>
    </>
  ) : null;
  return (
    <>
      <Drawer title={t('c2c.detail.title', { no: order?.no ?? orderId })} onClose={onClose} footer={footer}>
        {query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : null}
        {query.isPending ? <LoadingState /> : null}
        {order ? <OrderDetails order={order} /> : null}
      </Drawer>
      {order && decision ? (
        <AppealDecisionDialog
          order={order}
          decision={decision}
          onClose={() => setDecision(null)}
          onDone={() => {
            setDecision(null);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}
