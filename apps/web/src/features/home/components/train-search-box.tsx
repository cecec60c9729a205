import { useNavigate } from 'react-router';
import { AntdProvider } from '@/components/antd-provider';
import { TrainSearchForm } from '@/components/train-search/train-search-form';
import { defaultTrainQuery } from '@/components/train-search/train-query';
import { trainSearchTarget } from './search-target';

const initial = defaultTrainQuery({
  from: { code: '北京', name: '北京' },
  to: { code: '上海', name: '上海' },
});

/** The 火车票 form of the hero (loaded when its tab opens). */
export default function TrainSearchBox() {
  const navigate = useNavigate();
  return (
    <AntdProvider>
      <TrainSearchForm initial={initial} onSearch={(q) => navigate(trainSearchTarget(q))} />
    </AntdProvider>
  );
}
