import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImageProblem } from './image-check.ts';

/** Why an upload is not accepted, in every language. */
export const IMAGE_PROBLEMS: Record<ImageProblem | 'imageRequired', MessageDescriptor> = {
  imageType: msg`This file is not a JPEG, PNG or WebP image.`,
  imageTooLarge: msg`The image is larger than 5 MB.`,
  imageRequired: msg`Add this image.`,
};
