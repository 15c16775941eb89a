import type { OrderAddress, OrderDetail } from '@atelier/contract';
import { textLink } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { displayDate, displayTime } from './order-dates.ts';

/** A postal address as the order kept it. */
export function OrderAddressLines({ address }: { address: OrderAddress }) {
  return (
    <address className="not-italic">
      {address.firstname} {address.lastname}
      <br />
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.address}
      <br />
      {address.addressPart2 && (
        <>
          {address.addressPart2}
          <br />
        </>
      )}
      {address.postalCode} {address.city}
      <br />
      {address.country.name}
    </address>
  );
}

/** Click & Collect: the workshop's address, the day and the slot chosen. */
function PickupDetails({ pickup }: { pickup: NonNullable<OrderDetail['delivery']['pickup']> }) {
  const { t } = useTranslation('orders');
  return (
    <div className="space-y-2">
      {pickup.address && (
        <address className="not-italic">
          {pickup.address.name}
          <br />
          {pickup.address.address}
          <br />
          {pickup.address.addressPart2 && (
            <>
              {pickup.address.addressPart2}
              <br />
            </>
          )}
          {pickup.address.postalCode} {pickup.address.city}
          {pickup.address.phone && (
            <>
              <br />
              {pickup.address.phone}
            </>
          )}
        </address>
      )}
      {pickup.date && (
        <p>
          {pickup.startTime && pickup.endTime
            ? t('detail.delivery.pickupSlot', {
                date: displayDate(pickup.date),
                start: displayTime(pickup.startTime),
                end: displayTime(pickup.endTime),
              })
            : t('detail.delivery.pickupDay', { date: displayDate(pickup.date) })}
        </p>
      )}
    </div>
  );
}

/** How the order travels: the mode, the carrier, the relay point or pick-up, the address, the tracking link. */
export function OrderDelivery({ delivery }: { delivery: OrderDetail['delivery'] }) {
  const { t } = useTranslation('orders');
  return (
    <div className="space-y-3" data-testid="order-delivery">
      <p className="font-semibold">
        {t(`detail.delivery.type.${delivery.type}`)}
        {delivery.carrierName && ` (${delivery.carrierName})`}
      </p>
      {delivery.accessPoint && (
        <div>
          <p>{t('detail.delivery.relayPoint')}</p>
          <address className="not-italic">
            {delivery.accessPoint.name}
            <br />
            {delivery.accessPoint.addLine1}
            <br />
            {delivery.accessPoint.zipCode} {delivery.accessPoint.city}
          </address>
        </div>
      )}
      {delivery.pickup && <PickupDetails pickup={delivery.pickup} />}
      {delivery.address && <OrderAddressLines address={delivery.address} />}
      {delivery.trackingLink && (
        <p>
          {/* The carrier's site: no referrer (a guest's page address carries the order link's token). */}
          <a href={delivery.trackingLink} className={textLink} target="_blank" rel="noopener noreferrer">
            {t('detail.delivery.tracking')}
            <span className="sr-only"> {t('detail.newWindow')}</span>
          </a>
        </p>
      )}
    </div>
  );
}
