import { useNavigate } from 'react-router';
import { AntdProvider } from '@/components/antd-provider';
import { HotelSearchForm } from '@/components/hotel-search/hotel-search-form';
import { parseStayQuery } from '@/components/hotel-search/stay-query';
import { hotelSearchTarget } from './search-target';

/** The 酒店 form of the hero (loaded when its tab opens): 上海, tonight, 1 room, 1 adult. */
export default function HotelSearchBox() {
  const navigate = useNavigate();
  const initial = {
    ...parseStayQuery(new URLSearchParams()),
    city: '310100',
    cityName: '上海',
  };
  return (
    <AntdProvider>
      <HotelSearchForm initial={initial} onSearch={(q) => navigate(hotelSearchTarget(q))} />
    </AntdProvider>
  );
}
