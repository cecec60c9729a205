// The stay in the address, shared with the server (which renders /hotel with its first answer).
export {
  firstCheckIn,
  parseStayQuery,
  stayQueryString,
  type StayPlace,
  type StayQuery,
} from '@lvxing/shared';
