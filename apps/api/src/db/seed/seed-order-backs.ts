import { eq } from 'drizzle-orm';
import { RETURN_REASON_TYPE, type LocalizedText } from '@atelier/contract';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

/** The return settings of a sample site (SPEC §3 Order back info) and its lists of generic values. */
interface OrderBackSeed {
  message: LocalizedText;
  returnAskDescription: LocalizedText;
  labelSentDescription: LocalizedText;
  productReceivedDescription: LocalizedText;
  returnWindowDays: number;
  damageWindowHours: number;
  genericValues: { type: string; code: string; label: LocalizedText }[];
}

/** The same return reasons on both sample sites (issue 7 item 3). */
const RETURN_REASONS: OrderBackSeed['genericValues'] = [
  { code: 'DAMAGED', label: { fr_FR: 'Produit endommagé à la livraison', en: 'Product damaged on delivery' } },
  {
    code: 'NOT_AS_DESCRIBED',
    label: { fr_FR: 'Ne correspond pas à la description', en: 'Does not match the description' },
  },
  { code: 'WRONG_SIZE', label: { fr_FR: 'Erreur de taille / de dimensions', en: 'Wrong size / dimensions' } },
  { code: 'CHANGED_MIND', label: { fr_FR: 'Changement d’avis', en: 'Changed my mind' } },
  { code: 'OTHER', label: { fr_FR: 'Autre', en: 'Other' } },
].map((value) => ({ type: RETURN_REASON_TYPE, ...value }));

export const SAMPLE_ORDER_BACKS: Record<number, OrderBackSeed> = {
  1: {
    message: {
      fr_FR:
        'Vous pouvez nous retourner un article dans les 30 jours qui suivent sa livraison. Les pièces réalisées sur ' +
        'mesure ou personnalisées (tissu, dimensions, garniture choisis par vous) ne sont ni reprises ni échangées, ' +
        'sauf défaut. Un article abîmé doit nous être signalé dans les 48 heures, photos à l’appui.',
      en:
        'You may return an item within 30 days of its delivery. Made-to-measure or personalised pieces (fabric, ' +
        'size or upholstery chosen by you) are neither taken back nor exchanged, unless faulty. Report a damaged ' +
        'item within 48 hours, with photos.',
    },
    returnAskDescription: {
      fr_FR: 'Nous avons bien reçu votre demande : l’atelier l’examine sous 2 jours ouvrés.',
      en: 'We have received your request: the workshop reviews it within 2 working days.',
    },
    labelSentDescription: {
      fr_FR:
        'L’étiquette de retour vous a été envoyée par e-mail. Emballez soigneusement l’article (de préférence dans ' +
        'son emballage d’origine) et déposez-le en point relais.',
      en:
        'The return label was sent to you by e-mail. Pack the item carefully (preferably in its original packaging) ' +
        'and drop it at a relay point.',
    },
    productReceivedDescription: {
      fr_FR: 'L’article est arrivé à l’atelier. Après vérification, nous vous remboursons sous 14 jours.',
      en: 'The item has reached the workshop. Once checked, we refund you within 14 days.',
    },
    returnWindowDays: 30,
    damageWindowHours: 48,
    genericValues: RETURN_REASONS,
  },
  2: {
    message: {
      fr_FR:
        'Les bouteilles peuvent nous être retournées non ouvertes dans les 14 jours qui suivent la livraison. Une ' +
        'casse pendant le transport doit nous être signalée dans les 48 heures, photos du colis à l’appui.',
      en:
        'Bottles may be returned unopened within 14 days of delivery. Report any breakage in transit within 48 ' +
        'hours, with photos of the parcel.',
    },
    returnAskDescription: {
      fr_FR: 'Votre demande est enregistrée : nous revenons vers vous sous 2 jours ouvrés.',
      en: 'Your request is recorded: we will get back to you within 2 working days.',
    },
    labelSentDescription: {
      fr_FR: 'L’étiquette de retour vous a été envoyée : calez bien les bouteilles dans leur carton d’origine.',
      en: 'The return label was sent to you: wedge the bottles firmly in their original box.',
    },
    productReceivedDescription: {
      fr_FR: 'Le colis est arrivé au domaine. Nous vous remboursons sous 14 jours.',
      en: 'The parcel has reached the estate. We refund you within 14 days.',
    },
    returnWindowDays: 14,
    damageWindowHours: 48,
    genericValues: RETURN_REASONS,
  },
};

/**
 * Writes the return settings and generic values of a sample site when it has none (an owner's changes stay):
 * the settings row once, each value once per (type, code).
 */
export async function seedOrderBacks(db: Db, siteId: number, seed = SAMPLE_ORDER_BACKS[siteId]): Promise<boolean> {
  if (!seed) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const { genericValues, ...settings } = seed;
    const written = await tx
      .insert(t.orderBackSettings)
      .values({ siteId, isActive: true, ...settings })
      .onConflictDoNothing()
      .returning({ siteId: t.orderBackSettings.siteId });
    if (genericValues.length > 0) {
      await tx
        .insert(t.orderGenericValues)
        .values(genericValues.map((value, position) => ({ siteId, position, ...value })))
        .onConflictDoNothing();
    }
    return written.length > 0;
  });
}
