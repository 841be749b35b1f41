import type { IntlShape } from 'react-intl';
import { stateDescriptionMessages } from './state-description-messages';

/** A state's description in the console language; the machine's own text where none is known. */
export function stateDescription(
  intl: IntlShape,
  stateId: string,
  fallback: string | undefined,
): string | undefined {
  const message = Object.hasOwn(stateDescriptionMessages, stateId)
    ? stateDescriptionMessages[stateId]
    : undefined;
  return message ? intl.formatMessage(message) : fallback;
}
