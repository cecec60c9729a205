// The stay in the address: the search form's (components/hotel-search, the home page's hotel
// box writes it too); the hotel and booking pages read it from here.
export {
  firstCheckIn,
  parseStayQuery,
  stayQueryString,
  type StayPlace,
  type StayQuery,
} from '@/components/hotel-search/stay-query';
