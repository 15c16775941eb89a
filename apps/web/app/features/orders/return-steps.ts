import type { OrderBack, OrderBackInfo, OrderBackStatus } from '@atelier/contract';

/** The steps a return goes through when nothing goes wrong (a refusal ends it wherever it comes). */
const RETURN_PATH: OrderBackStatus[] = ['ASKED', 'LABEL_SENT', 'PRODUCT_RECEIVED', 'REFUNDED'];

export interface ReturnTimelineStep {
  status: OrderBackStatus;
  /** When the return reached the step; null for a step to come. */
  date: string | null;
  state: 'done' | 'current' | 'upcoming';
  /** The site's description of the step (SPEC §3 Order back info). */
  description: string | null;
}

/** The site's description of a step (asked, label sent, product received; the last steps have none). */
export function infoDescription(info: OrderBackInfo, status: OrderBackStatus): string | null {
  if (status === 'ASKED') return info.returnAskDescription;
  if (status === 'LABEL_SENT') return info.labelSentDescription;
  if (status === 'PRODUCT_RECEIVED') return info.productReceivedDescription;
  return null;
}

/**
 * The steps a return has reached (oldest first, the last one current) and, unless it was refused or refunded,
 * the steps still to come on the usual path, each with the site's description of what happens then.
 */
export function returnTimeline(back: Pick<OrderBack, 'steps' | 'status'>, info: OrderBackInfo): ReturnTimelineStep[] {
  const reached: ReturnTimelineStep[] = back.steps.map((step, index) => ({
    status: step.status,
    date: step.date,
    state: index === back.steps.length - 1 ? 'current' : 'done',
    description: step.description ?? infoDescription(info, step.status),
  }));
  if (back.status === 'REFUSED' || back.status === 'REFUNDED') return reached;
  const latest = Math.max(-1, ...back.steps.map((step) => RETURN_PATH.indexOf(step.status)));
  const upcoming = RETURN_PATH.slice(latest + 1).map<ReturnTimelineStep>((status) => ({
    status,
    date: null,
    state: 'upcoming',
    description: infoDescription(info, status),
  }));
  return [...reached, ...upcoming];
}
