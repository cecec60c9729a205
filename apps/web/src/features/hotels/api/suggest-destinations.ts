// The destination suggest is shared with the home page's hotel box, so it lives with the search
// form in components/hotel-search (features never import each other).
export { hotelPlaceKey, suggestDestinations } from '@/components/hotel-search/suggest-destinations';
