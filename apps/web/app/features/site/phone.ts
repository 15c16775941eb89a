/** A dialable tel: link of a phone number: its digits, and the leading + of an international number. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
