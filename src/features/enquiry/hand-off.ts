/** Where a stored enquiry hands over to WhatsApp (spec §4, §7); replaced in tests. */
export const handOff = {
  navigate: (url: string) => window.location.assign(url),
};
