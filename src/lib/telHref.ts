/** A phone number as a tel: URL, e.g. '+44 20 7946 0000' → 'tel:+442079460000'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
