import { useNavigate } from 'react-router';
import { TourSearchForm } from '@/components/tour-search/tour-search-form';
import { travelHref } from '@/components/tour-search/tour-search-values';

const EMPTY = { keyword: '', departureCity: '', month: '' };

/** The 旅游 form of the hero (loaded when its tab opens): 目的地, 出发城市, 出发月份 → /travel. */
export default function TourSearchBox() {
  const navigate = useNavigate();
  return <TourSearchForm initial={EMPTY} onSearch={(v) => navigate(travelHref(v))} />;
}
