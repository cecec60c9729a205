import { lazy, Suspense, useState } from 'react';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { GroupSubmitResult } from '@lvxing/shared';
import { Icon } from '@/components/icon';
import { PageBanner } from '@/components/page-banner';
import { TeamForm } from '../components/team-form';
import { TeamIntro } from '../components/team-intro';
import '../components/team.css';

// the answer to a sent request, loaded once one is sent: the page's first load stays in budget
const TeamResult = lazy(() =>
  import('../components/team-result').then((m) => ({ default: m.TeamResult })),
);

/**
 * 团队游 (/team): group air travel with route customization (团建, 会议, 研学, 奖励旅游) for 10
 * people or more; the request is answered at once with a 参考价 from the site's own fares.
 */
export default function TeamPage() {
  const [done, setDone] = useState<GroupSubmitResult | null>(null);
  return (
    <div className="area">
      <PageBanner
        eyebrow="团队出行"
        title="团队游 · 团建定制"
        description="10人以上团队机票与行程定制：企业团建、会议会展、研学、奖励旅游，提交即得参考价，顾问在线报价"
        icon={<Icon svg={TeamOutlined} />}
      />
      <div className="container area__body team">
        {done ? (
          <Suspense fallback={null}>
            <TeamResult result={done} onAgain={() => setDone(null)} />
          </Suspense>
        ) : (
          <TeamForm onDone={setDone} />
        )}
        <TeamIntro />
      </div>
    </div>
  );
}
