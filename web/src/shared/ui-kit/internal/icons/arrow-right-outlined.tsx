import definition from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ArrowRightOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
