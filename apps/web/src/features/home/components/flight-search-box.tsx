import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AntdProvider } from '@/components/antd-provider';
import { FlightSearchForm } from '@/components/flight-search/flight-search-form';
import { defaultQuery } from '@/components/flight-search/search-query';
import { searchTarget } from './search-target';

const initial = defaultQuery({
  from: { code: 'CBJS', name: '北京' },
  to: { code: 'CSHA', name: '上海' },
});

/** The flight form of the hero (loaded when the visitor reaches for its preview: it brings antd). */
export default function FlightSearchBox({ onReady }: { onReady?: () => void }) {
  const navigate = useNavigate();
  useEffect(() => onReady?.(), [onReady]);
  return (
    <AntdProvider>
      <FlightSearchForm initial={initial} onSearch={(q) => navigate(searchTarget(q))} />
    </AntdProvider>
  );
}
