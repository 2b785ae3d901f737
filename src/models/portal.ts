/** Which variant of a portal list to ask for (approved | notapproved | all). */

export type PortalApprovalSegment = 'approved' | 'notapproved' | 'all';

/** 'approved' for true, 'notapproved' for false, 'all' when the isApproved option is not given. */
export function portalApprovalSegment(isApproved?: boolean | null): PortalApprovalSegment {
  if (isApproved === true) return 'approved';
  if (isApproved === false) return 'notapproved';
  return 'all';
}
