/** The settings layout and its sections: one chunk, loaded when settings open. */
export { AuthenticationSettings } from './AuthenticationSettings.tsx';
export { ConfigsSettings } from './ConfigsSettings.tsx';
export { InboxSettings } from './InboxSettings.tsx';
export { IntegrationsSettings } from './IntegrationsSettings.tsx';
export { OrganizationEnvironmentsSettings, OrganizationGeneralSettings } from './OrganizationSettings.tsx';
export { ProfileSettings } from './ProfileSettings.tsx';
export { ProjectGeneralSettings } from './ProjectGeneralSettings.tsx';
export { SchedulesSettings } from './SchedulesSettings.tsx';
export { SettingsLayout } from './SettingsLayout.tsx';
export { SubscriptionSettings } from './SubscriptionSettings.tsx';
