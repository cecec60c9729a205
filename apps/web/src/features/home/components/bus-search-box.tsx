import { useNavigate } from 'react-router';
import { AntdProvider } from '@/components/antd-provider';
import { BusSearchForm } from '@/components/bus-search/bus-search-form';
import { defaultBusQuery } from '@/components/bus-search/bus-query';
import { busSearchTarget } from './search-target';

const initial = defaultBusQuery({ from: '南京', to: '上海' });

/** The 汽车票 form of the hero (loaded when its tab opens). */
export default function BusSearchBox() {
  const navigate = useNavigate();
  return (
    <AntdProvider>
      <BusSearchForm initial={initial} onSearch={(q) => navigate(busSearchTarget(q))} />
    </AntdProvider>
  );
}
