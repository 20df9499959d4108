import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BadgeTone } from '@exchange/design-system';
import type { DocumentType, KycLevel, ReviewStatus } from '@exchange/api';

// The words of identity verification shared by its three pages (issue 18).

export const LEVEL_NAMES: Record<KycLevel, MessageDescriptor> = {
  unverified: msg`Unverified`,
  basic: msg`Basic`,
  advanced: msg`Advanced`,
};

export const REVIEW_STATUS_NAMES: Record<ReviewStatus, MessageDescriptor> = {
  not_submitted: msg`Not submitted`,
  pending: msg`Under review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export const REVIEW_STATUS_TONES: Record<ReviewStatus, BadgeTone> = {
  not_submitted: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export const DOCUMENT_TYPE_NAMES: Record<DocumentType, MessageDescriptor> = {
  passport: msg`Passport`,
  id_card: msg`ID card`,
  driving_licence: msg`Driving licence`,
};

/** The images of the default `website_auth_img_params` (front_img,back_img,hand_img). */
const KNOWN_IMAGES: Record<string, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  front_img: {
    label: msg`Front of the document`,
    hint: msg`The side with your photo; all four corners in the picture.`,
  },
  back_img: {
    label: msg`Back of the document`,
    hint: msg`The other side; for a passport, the page with your signature.`,
  },
  hand_img: {
    label: msg`You holding the document`,
    hint: msg`Your face and the document, beside a handwritten note with today's date.`,
  },
};

/**
 * The label and hint of an upload key; a key the site configured beyond the default three is
 * named by itself.
 */
export function imageLabels(key: string): {
  label: MessageDescriptor;
  hint: MessageDescriptor | null;
} {
  const known = KNOWN_IMAGES[key];
  return known ?? { label: msg`Image "${key}"`, hint: null };
}
