import { Icon } from '@/components/icon';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** 团队游: the booking flow arrives in a later release. */
export default function TeamPage() {
  return (
    <AreaPlaceholder
      eyebrow="团队出行"
      title="团队游"
      description="公司团建、研学、会议会展等团体出行，一站式定制"
      icon={<Icon svg={TeamOutlined} />}
      fields={[
        { label: '出发城市', placeholder: '如：深圳' },
        { label: '目的地', placeholder: '如：成都' },
        { label: '出行人数', placeholder: '如：30', type: 'number' },
      ]}
      actionText="提交需求"
      highlights={[
        { title: '专属方案', text: '24 小时内给出方案' },
        { title: '团体优惠', text: '多人出行享团队价' },
        { title: '全程保障', text: '领队与保险全覆盖' },
      ]}
    ></AreaPlaceholder>
  );
}
