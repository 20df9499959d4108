import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { WEB_DEVICE_TYPE } from '@exchange/machines';

/**
 * What kind of device a session's `device-type` header says it is (SPEC.md section 7: "10" is
 * the web site); any other value is an app, named by its own `device-name`.
 */
export function deviceTypeLabel(deviceType: string): MessageDescriptor {
  return deviceType === WEB_DEVICE_TYPE ? msg`Web browser` : msg`App`;
}
