/** What other modules may use of the settings (Administration → Settings): reading one by its key. */
export { readSetting } from './settingsReader.ts';
export { settingKeys } from './settingKeys.ts';
