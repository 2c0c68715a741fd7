export { consentApi } from './api';
export { consentRoute } from './page';
export { CONSENT_RECORD_PREFIX, type ConsentRecord } from './evidence';
