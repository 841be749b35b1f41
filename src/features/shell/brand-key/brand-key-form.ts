/** What the send form holds while the popover is closed and opened again. */
export interface BrandKeyForm {
  entry: string;
  list: string[];
  country: string;
  invalid: boolean;
  busy: boolean;
}
