/** The service types of the offer, as the services declaration gives them, for the services split. */
import { SERVICE_TYPES } from '@hexagone/schemas';

export { SERVICE_TYPES };

export const serviceTypeLabel = (type: string): string => SERVICE_TYPES.find((t) => t.value === type)?.label ?? type;
