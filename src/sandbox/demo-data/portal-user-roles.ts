/** The portal user roles: the same names the demo users, categories and templates carry (`ROLES`). */
import type { PortalUserRoleRecord } from '../store/records.js';
import { ROLES } from './catalogue.js';

export const demoPortalUserRoles = (): PortalUserRoleRecord[] => ROLES.map((name, i) => ({ id: i + 1, name }));
