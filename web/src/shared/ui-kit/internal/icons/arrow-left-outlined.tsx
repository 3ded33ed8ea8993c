import definition from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ArrowLeftOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
