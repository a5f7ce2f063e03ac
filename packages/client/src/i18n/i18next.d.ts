/**
 * The site's keys are typed from the English catalogue: tsc refuses a `t('…')` key that `en/common.json`
 * does not have. Each game's namespace is untyped here (GameT, games.ts); e2e/catalogue.test.ts checks
 * every namespace in both languages.
 */
import type common from './locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
