import type { PropertyDetail } from '../../core/index.js';

/**
 * A property page's property with every list empty: tests name only what they are about
 * (`aPropertyDetail({ property_id: '101', display_address: 'Mill Lane, Wellow' })`).
 */
export function aPropertyDetail(
  overrides: Partial<PropertyDetail> & Pick<PropertyDetail, 'property_id' | 'display_address'>,
): PropertyDetail {
  return {
    property_channel: 'sales',
    property_url: `/properties/${overrides.property_id}`,
    photos: [],
    tags: [],
    floorplans: [],
    epcCharts: [],
    virtualTours: [],
    propertyVideos: [],
    childProperties: [],
    ...overrides,
  };
}
