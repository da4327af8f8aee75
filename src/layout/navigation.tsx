import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ReactElement } from 'react';
import { screenPaths } from '../pages/paths';
import { auditLogResource } from '../resources/audit-log';

export interface NavigationLink {
  to: string;
  /** i18n key of the label (menu.*) */
  label: string;
  icon: ReactElement;
}

/**
 * The side navigation's seven links, in the spec's order (section 2, "Layouts"), then our audit log.
 * Home comes before them.
 */
export const navigationLinks: NavigationLink[] = [
  { to: screenPaths.season, label: 'menu.season', icon: <CalendarMonthIcon /> },
  { to: screenPaths.gameWeek, label: 'menu.game_week', icon: <EventNoteIcon /> },
  { to: screenPaths.teamVs, label: 'menu.teamvs', icon: <CompareArrowsIcon /> },
  { to: screenPaths.team, label: 'menu.team', icon: <GroupsIcon /> },
  { to: screenPaths.payment, label: 'menu.payment', icon: <PaymentsIcon /> },
  { to: screenPaths.setting, label: 'menu.setting', icon: <SettingsIcon /> },
  { to: screenPaths.userDetail, label: 'menu.userdetail', icon: <PeopleIcon /> },
  { to: auditLogResource.path, label: auditLogResource.menuLabel, icon: <auditLogResource.icon /> },
];
